import './AdminShell.css';

/** What /admin shows until its code has loaded and the server has said whether this browser is signed in. */
export function AdminLoading() {
  return (
    <main className="admin-shell admin-shell--center">
      <p className="admin-shell__status" role="status">
        Loading...
      </p>
    </main>
  );
}
