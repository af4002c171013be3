// Calls to the Sortal API from the page, with the Basic credentials typed in the header.
// They are kept for the browser tab only (sessionStorage), never in a cookie.

const user = () => document.getElementById('username');
const pass = () => document.getElementById('password');

export function restoreCredentials() {
  user().value = sessionStorage.getItem('sortal.username') ?? '';
  pass().value = sessionStorage.getItem('sortal.password') ?? '';
  for (const [field, key] of [
    [user(), 'sortal.username'],
    [pass(), 'sortal.password'],
  ])
    field.addEventListener('change', () => sessionStorage.setItem(key, field.value));
}

export class ApiError extends Error {}

/** The `econtext` member of an answer; throws ApiError with the API's message on an error. */
export async function api(method, route, body) {
  if (!user().value || !pass().value) throw new ApiError('Enter a user name and password first.');
  const token = btoa(
    String.fromCharCode(...new TextEncoder().encode(`${user().value}:${pass().value}`)),
  );
  const res = await fetch(`/v2${route}`, {
    method,
    // Without credentials mode a 401 would open the browser's own login box.
    credentials: 'omit',
    headers: {
      authorization: `Basic ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError(answer.econtext?.error?.message ?? `HTTP ${res.status}`);
  return answer.econtext;
}

/** An element with text content and attributes; text is never parsed as HTML. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const child of children)
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return node;
}
