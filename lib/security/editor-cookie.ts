/** The browser's copy of an editor's token, set by the API at login (HttpOnly: no script on a page can read it). */
export const EDITOR_COOKIE = 'editor_token';
