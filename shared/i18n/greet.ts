/**
 * A greeting's template filled with a household's name, the honorific said once: "आदरणीय {household}," with the
 * couple's own "आदरणीय नानी जी" reads "आदरणीय नानी जी,", not "आदरणीय आदरणीय नानी जी,". The same for "Dear".
 */
export function withoutDoubledHonorific(template: string, name: string): string {
  const before = /(\S+)\s+\{household\}/u.exec(template)?.[1];
  if (!before) return name;
  const doubled = new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+`, 'iu');
  const rest = name.replace(doubled, '');
  return rest === '' ? name : rest;
}
