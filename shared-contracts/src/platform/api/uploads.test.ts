import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { uploadImages } from './uploads';

/** Just enough of XMLHttpRequest to drive one upload from the test. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The request the upload sent (the call first awaits the client's endpoint). */
async function sentRequest(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData));
  const xhr = FakeXhr.last!;
  FakeXhr.last = undefined;
  return xhr;
}

const createRequest = () => new FakeXhr() as unknown as XMLHttpRequest;
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

afterEach(() => api.configure({ baseUrl: 'http://localhost:4000', publicApiKey: '', getToken: () => null }));

describe('uploadImages', () => {
  it('posts the type and the files with the bearer token, and reports progress', async () => {
    api.configure({ baseUrl: 'http://api.test/', publicApiKey: 'public', getToken: () => 'jwt' });
    const progress = vi.fn();
    const pending = uploadImages({ type: 'others', files: [photo(), photo()], onProgress: progress }, createRequest);
    const xhr = await sentRequest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/user/upload');
    expect(xhr.headers).toEqual({ authorization: 'Bearer jwt' });
    expect(xhr.body?.get('type')).toBe('others');
    expect(xhr.body?.getAll('files')).toHaveLength(2);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(progress).toHaveBeenLastCalledWith(0.25);
    xhr.answer(201, { images: [] });
    await expect(pending).resolves.toEqual({ images: [] });
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('fails with the server words, or the spec words when there are none', async () => {
    api.configure({ baseUrl: 'http://api.test', publicApiKey: 'public', getToken: () => 'jwt' });
    const refused = uploadImages({ type: 'avatar', files: [photo()] }, createRequest).catch((error: unknown) => error);
    (await sentRequest()).answer(400, { message: 'Invalid file type, jpeg or png only' });
    expect(await refused).toMatchObject({ status: 400, message: 'Invalid file type, jpeg or png only' });

    const broken = uploadImages({ type: 'avatar', files: [photo()] }, createRequest).catch((error: unknown) => error);
    (await sentRequest()).onerror?.();
    expect(await broken).toMatchObject({ status: 0, message: 'Error uploading. Please try again!' });
  });
});
