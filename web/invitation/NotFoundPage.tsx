import { CircleAlert } from 'lucide-react';
import './NotFoundPage.css';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <div className="not-found__card">
        <h1>
          <CircleAlert aria-hidden="true" size={32} />
          404 Page Not Found
        </h1>
        <p>Did you forget to add the page to the router?</p>
        <a className="button button--small" href="/">
          Go to the invitation
        </a>
      </div>
    </main>
  );
}
