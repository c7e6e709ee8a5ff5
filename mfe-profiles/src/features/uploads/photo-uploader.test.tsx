import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type UploadImagesRequest } from '@heartline/contracts';
import type { DecodedImage, Rect } from '@heartline/ui/file-drop';
import { PhotoUploader } from './photo-uploader';
import { axeViolations, deferred, image, renderWithStore } from '@heartline/remote-kit/testing';

const jpeg = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });

/** Every chosen file decodes to this size; what is drawn for sending is recorded. */
function decodeAs(width: number, height: number) {
  const drawn: { source: Rect; size: { width: number; height: number }; type: string; quality: number }[] = [];
  const decode = async (file: File): Promise<DecodedImage> => ({
    width,
    height,
    url: `blob:${file.name}`,
    encode: async (source, size, type, quality) => {
      drawn.push({ source, size, type, quality });
      return new Blob([new Uint8Array(1)], { type });
    },
    close: () => undefined,
  });
  return Object.assign(decode, { drawn });
}

const useThisPhoto = async () => userEvent.click(await screen.findByRole('button', { name: 'Use this photo' }));

describe('the photo uploader', () => {
  it('frames each photo in 4:5, then shows the upload progress, then the photos as pending approval', async () => {
    const answer = deferred<{ images: ReturnType<typeof image>[] }>();
    let progress: ((fraction: number) => void) | undefined;
    const upload = vi.fn((request: UploadImagesRequest) => {
      progress = request.onProgress;
      return answer.promise;
    });
    const onUploaded = vi.fn();
    const decode = decodeAs(1280, 720);
    const { container } = renderWithStore(<PhotoUploader kind="others" onUploaded={onUploaded} upload={upload} decode={decode} />);
    await userEvent.upload(screen.getByLabelText('Choose photos'), [jpeg('a.jpg'), jpeg('b.jpg')]);

    expect(await screen.findByRole('group', { name: 'Frame your photo' })).toHaveFocus();
    expect(screen.getByText('Photo 1 of 2')).toBeVisible();
    await useThisPhoto();
    expect(await screen.findByText('Photo 2 of 2')).toBeVisible();
    await useThisPhoto();

    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(expect.objectContaining({ type: 'others', files: [expect.any(File), expect.any(File)] })),
    );
    // The whole height of a 1280 × 720 photo, 576 wide, from its middle; sent as JPEG at 0.8.
    expect(decode.drawn).toEqual([
      { source: { x: 352, y: 0, width: 576, height: 720 }, size: { width: 576, height: 720 }, type: 'image/jpeg', quality: 0.8 },
      { source: { x: 352, y: 0, width: 576, height: 720 }, size: { width: 576, height: 720 }, type: 'image/jpeg', quality: 0.8 },
    ]);
    act(() => progress?.(0.42));
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('value', '42');
    expect(screen.getByLabelText('Choose photos')).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    const uploaded = [image('n1', { under_moderation: true })];
    await act(async () => answer.resolve({ images: uploaded }));
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your 2 photos are uploaded and pending approval.');
  });

  it("names each refused file with the spec's words and still sends the others", async () => {
    const upload = vi.fn(async () => ({ images: [] }));
    renderWithStore(<PhotoUploader kind="others" onUploaded={vi.fn()} upload={upload} decode={decodeAs(1280, 720)} />);
    const input = screen.getByLabelText('Choose photos');
    await userEvent.upload(input, [jpeg('ok.jpg'), new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('big.jpg: Max file size allowed is 5 mb');
    await useThisPhoto();
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(
        expect.objectContaining({ files: [expect.objectContaining({ name: 'ok.jpg', type: 'image/jpeg' })] }),
      ),
    );
  });

  it('refuses a photo under 640 × 360 without sending anything', async () => {
    const upload = vi.fn();
    renderWithStore(<PhotoUploader kind="avatar" onUploaded={vi.fn()} upload={upload} decode={decodeAs(500, 300)} />);
    await userEvent.upload(screen.getByLabelText('Choose a profile photo'), jpeg('tiny.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('tiny.jpg: Mininum dimension is 640px x 360px');
    expect(screen.queryByRole('group', { name: 'Frame your photo' })).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses more than 5 photos at once', async () => {
    const upload = vi.fn();
    renderWithStore(<PhotoUploader kind="others" onUploaded={vi.fn()} upload={upload} decode={decodeAs(1280, 720)} />);
    await userEvent.upload(
      screen.getByLabelText('Choose photos'),
      [1, 2, 3, 4, 5, 6].map((n) => jpeg(`${n}.jpg`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload at most 5 photos at once');
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes one file for the avatar, and a skipped photo is not sent', async () => {
    const upload = vi.fn();
    renderWithStore(<PhotoUploader kind="avatar" onUploaded={vi.fn()} upload={upload} decode={decodeAs(1280, 720)} />);
    const input = screen.getByLabelText('Choose a profile photo');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByText('JPEG or PNG, up to 5 MB, at least 640 × 360 pixels; one photo.')).toBeVisible();
    expect(screen.getByText('or drop it here')).toBeVisible();
    await userEvent.upload(input, jpeg('me.jpg'));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip this photo' }));
    expect(await screen.findByLabelText('Choose a profile photo')).toBeVisible();
    expect(upload).not.toHaveBeenCalled();
  });

  it('says "Error uploading. Please try again!" when the upload fails', async () => {
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    const upload = vi.fn(async () => {
      throw new ApiError(500, 'boom');
    });
    renderWithStore(<PhotoUploader kind="others" onUploaded={vi.fn()} upload={upload} decode={decodeAs(1280, 720)} />);
    await userEvent.upload(screen.getByLabelText('Choose photos'), jpeg('a.jpg'));
    await useThisPhoto();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading. Please try again!');
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'Error uploading. Please try again!', variant: 'error' }));
    bus.off('toast:show', toasts);
  });
});
