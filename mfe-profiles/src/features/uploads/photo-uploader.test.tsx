import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, type UploadImagesRequest } from '@heartline/contracts';
import { PhotoUploader } from './photo-uploader';
import type { DecodedImage } from './prepare-image';
import { axeViolations, deferred, image, renderWithStore } from '@heartline/remote-kit/testing';

const jpeg = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });
const decodeAs = (width: number, height: number) => async (): Promise<DecodedImage> => ({
  width,
  height,
  toJpeg: async () => new Blob([new Uint8Array(1)], { type: 'image/jpeg' }),
  close: () => undefined,
});

describe('the photo uploader', () => {
  it('shows the upload progress, then the photos as pending approval', async () => {
    const answer = deferred<{ images: ReturnType<typeof image>[] }>();
    let progress: ((fraction: number) => void) | undefined;
    const upload = vi.fn((request: UploadImagesRequest) => {
      progress = request.onProgress;
      return answer.promise;
    });
    const onUploaded = vi.fn();
    const { container } = renderWithStore(<PhotoUploader kind="others" onUploaded={onUploaded} upload={upload} decode={decodeAs(1280, 720)} />);
    await userEvent.upload(screen.getByLabelText('Choose photos'), [jpeg('a.jpg'), jpeg('b.jpg')]);

    await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.objectContaining({ type: 'others', files: [expect.any(File), expect.any(File)] })));
    act(() => progress?.(0.42));
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('value', '42');
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
    await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.objectContaining({ files: [expect.objectContaining({ name: 'ok.jpg' })] })));
  });

  it('refuses a photo under 640 × 360 without sending anything', async () => {
    const upload = vi.fn();
    renderWithStore(<PhotoUploader kind="avatar" onUploaded={vi.fn()} upload={upload} decode={decodeAs(500, 300)} />);
    await userEvent.upload(screen.getByLabelText('Choose a profile photo'), jpeg('tiny.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('tiny.jpg: Mininum dimension is 640px x 360px');
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

  it('takes one file for the avatar', () => {
    renderWithStore(<PhotoUploader kind="avatar" onUploaded={vi.fn()} upload={vi.fn()} />);
    expect(screen.getByLabelText('Choose a profile photo')).not.toHaveAttribute('multiple');
    expect(screen.getByText('JPEG or PNG, up to 5 MB, at least 640 × 360 pixels; one photo.')).toBeVisible();
  });

  it('says "Error uploading. Please try again!" when the upload fails', async () => {
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    const upload = vi.fn(async () => {
      throw new ApiError(500, 'boom');
    });
    renderWithStore(<PhotoUploader kind="others" onUploaded={vi.fn()} upload={upload} decode={decodeAs(1280, 720)} />);
    await userEvent.upload(screen.getByLabelText('Choose photos'), jpeg('a.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading. Please try again!');
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ text: 'Error uploading. Please try again!', variant: 'error' }));
    bus.off('toast:show', toasts);
  });
});
