import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { Link } from './link.tsx';

it('writes a plain link, without the data-discover attribute react-router adds (decision 073)', () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <Link to="/track" className="menu-link">
        Track
      </Link>
    </MemoryRouter>,
  );
  expect(html).toBe('<a class="menu-link" href="/track">Track</a>');
});
