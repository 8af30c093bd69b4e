import { DEFAULT_EDITION } from '@/lib/editions';
import { apiResponse } from './transport';

/** An upload's answer as the API gives it (bytes and headers), or its 404. */
export async function mediaFileResponse(pathname: string): Promise<Response> {
  const res = await apiResponse(pathname, DEFAULT_EDITION, {}, '*/*');
  if (res.ok) return res;
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
