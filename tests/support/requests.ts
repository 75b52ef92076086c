/**
 * Requests as a browser or a script sends them to the site under test, for every integration
 * test: a form post, a JSON call, a page, and the cookies an answer sets. One place for the
 * same-site Origin and the form's Content-Type, so that a test says only who asks and what.
 */

/** The HTML of a page as text a person reads: React's text separators gone, entities decoded. */
export const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The site's own Origin as app.request sees it (its requests go to http://localhost). */
export const SAME_SITE = "http://localhost";

export type Headers = Record<string, string>;
export type Fields = Record<string, string> | URLSearchParams;

/** What answers a request: the Hono app (`site.app`), or anything with its `request`. */
export interface Fetcher {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

export interface RequestOptions {
  /** The Cookie header (`sid=…`, or the pairs of cookiesOf). */
  cookie?: string;
  /** The Origin header: the site's own unless said; null sends none. */
  origin?: string | null;
  /** Any other headers (a signed-in pupil's, X-Forwarded-For…); an Origin here wins over `origin`. */
  headers?: Headers;
}

/** The headers of a visitor's browser on the site: its Origin, no session. */
export const visitorHeaders = (): Headers => ({ Origin: SAME_SITE });

/** The headers of a signed-in browser on the site: its Origin and the session's cookie. */
export const withSession = (token: string): Headers => ({ Origin: SAME_SITE, Cookie: `sid=${token}` });

function headersOf({ cookie, origin = SAME_SITE, headers = {} }: RequestOptions, contentType?: string): Headers {
  return {
    ...(origin === null ? {} : { Origin: origin }),
    ...(cookie === undefined ? {} : { Cookie: cookie }),
    ...headers,
    ...(contentType ? { "Content-Type": contentType } : {}),
  };
}

/** A form post as a browser sends it (urlencoded; redirects are answered, not followed). */
export function formPost(app: Fetcher, path: string, fields: Fields, options: RequestOptions = {}): Promise<Response> {
  const body = new URLSearchParams(fields).toString();
  return Promise.resolve(
    app.request(path, {
      method: "POST",
      redirect: "manual",
      headers: headersOf(options, "application/x-www-form-urlencoded"),
      body,
    }),
  );
}

/** A JSON call as the site's scripts send it; with no body, none and no Content-Type. */
export function jsonRequest(
  app: Fetcher,
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  return Promise.resolve(
    app.request(path, {
      method,
      redirect: "manual",
      headers: headersOf(options, json === undefined ? undefined : "application/json"),
      body: json,
    }),
  );
}

/** jsonRequest's POST. */
export const jsonPost = (app: Fetcher, path: string, body?: unknown, options: RequestOptions = {}) =>
  jsonRequest(app, "POST", path, body, options);

/** A page as a browser asks for it: no Origin unless the headers carry one (browsers send none on GET). */
export function get(app: Fetcher, path: string, options: RequestOptions = {}): Promise<Response> {
  return Promise.resolve(app.request(path, { redirect: "manual", headers: headersOf({ origin: null, ...options }) }));
}

/**
 * The three above for one app (or a getter, for a site opened in a beforeAll), each taking first
 * the headers of who asks: `post(pupil, "/isaretler", { … })`, `api(teacher, "PUT", "/classes/3", { … })`
 * (under /api/v1). The headers are sent as given, Origin included (withSession's carry the site's).
 */
export function requestsTo(app: Fetcher | (() => Fetcher)) {
  const to = () => (typeof app === "function" ? app() : app);
  return {
    post: (headers: Headers, path: string, fields: Fields) => formPost(to(), path, fields, { origin: null, headers }),
    get: (headers: Headers, path: string) => get(to(), path, { headers }),
    api: (headers: Headers, method: string, path: string, body?: unknown) =>
      jsonRequest(to(), method, `/api/v1${path}`, body, { origin: null, headers }),
  };
}

/** The `name=value` pair of the cookie an answer sets, if it sets it. */
export const cookieOf = (response: Response, name: string): string | undefined =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

/** Every cookie an answer sets, as the Cookie header a browser would send back. */
export const cookiesOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** The Set-Cookie lines of an answer by cookie name (each line whole, its attributes with it). */
export const setCookiesOf = (response: Response): Record<string, string> =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => [c.slice(0, c.indexOf("=")), c]));
