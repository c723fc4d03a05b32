/** Copies to the clipboard; says whether it could (the couple copies from a prompt where it cannot). */
export async function copyText(text: string, promptText = 'Copy this link:'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard over plain HTTP on a LAN address: the couple copies it from a prompt instead.
    window.prompt(promptText, text);
    return false;
  }
}
