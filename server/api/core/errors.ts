/** An error the API answers as JSON with its status: `{detail}` or, for 400, `{field: [messages]}`. */
export class ApiError extends Error {
  constructor(
    public readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429,
    public readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `API error ${status}`);
  }
}

export const notFound = (detail = 'Not found.') => new ApiError(404, { detail });
