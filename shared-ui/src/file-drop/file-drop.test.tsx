import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileDrop, type FileDropProps, type FileDropWords } from './file-drop';
import type { DecodedImage } from './decode-image';
import type { Rect, Size } from './image-geometry';
import { axeViolations } from '../testing/axe';

const MB = 1024 * 1024;

const WORDS: FileDropWords = {
  choose: 'Choose photos',
  drop: 'or drop them here',
  hint: 'jpeg or png, up to 5 MB, at least 640 × 360 px',
  refusals: {
    count: 'You can upload at most 5 photos at once',
    type: 'Invalid file type, jpeg or png only',
    size: 'Max file size allowed is 5 mb',
    dimensions: 'Mininum dimension is 640px x 360px',
    failed: 'The upload failed, please try again.',
  },
  refused: (name, message) => `${name}: ${message}`,
  progress: 'Uploading',
  percent: (percent) => `${percent}%`,
  cropCounter: (index, total) => `Photo ${index} of ${total}`,
  crop: {
    title: 'Frame your photo',
    hint: 'Drag the photo or use the arrow keys; zoom with the slider or + and −.',
    zoom: 'Zoom',
    confirm: 'Use this photo',
    cancel: 'Skip',
  },
};

interface Encoded {
  name: string;
  source: Rect;
  size: Size;
  type: string;
  quality: number;
}

/** Images by file name, decoded as the browser would; what is drawn is recorded. */
function fakeImages(sizes: Record<string, Size>) {
  const encoded: Encoded[] = [];
  const closed: string[] = [];
  const decode = vi.fn(async (file: File): Promise<DecodedImage> => {
    const size = sizes[file.name];
    if (!size) throw new Error('not an image');
    return {
      ...size,
      url: `blob:${file.name}`,
      encode: async (source, out, type, quality) => {
        encoded.push({ name: file.name, source, size: out, type, quality });
        return new Blob([new Uint8Array(16)], { type });
      },
      close: () => closed.push(file.name),
    };
  });
  return { decode, encoded, closed };
}

const file = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

function renderDrop(props: Partial<FileDropProps> = {}) {
  const onFiles = vi.fn<(files: File[]) => void>();
  const result = render(
    <FileDrop
      words={WORDS}
      accept={['image/jpeg', 'image/png']}
      maxBytes={5 * MB}
      maxFiles={5}
      minSize={{ width: 640, height: 360 }}
      maxSize={{ width: 3840, height: 2160 }}
      cropAspectRatio={4 / 5}
      onFiles={onFiles}
      {...props}
    />,
  );
  return { onFiles, ...result };
}

const user = () => userEvent.setup({ applyAccept: false });
const chooser = () => screen.getByLabelText('Choose photos');

describe('choosing files', () => {
  it('refuses by type, size and dimensions in the app’s words, one line per file, and hands over nothing', async () => {
    const images = fakeImages({ 'small.jpg': { width: 600, height: 300 }, 'narrow.jpg': { width: 350, height: 1000 } });
    const { onFiles } = renderDrop({ decode: images.decode });
    await user().upload(chooser(), [
      file('anim.gif', 'image/gif'),
      file('huge.jpg', 'image/jpeg', 5 * MB + 1),
      file('small.jpg'),
      file('narrow.jpg'),
      file('fake.png', 'image/png'),
    ]);
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'anim.gif: Invalid file type, jpeg or png only',
      'huge.jpg: Max file size allowed is 5 mb',
      // 600 × 300 is too small either way round; so is 350 × 1000 (its shorter side).
      'small.jpg: Mininum dimension is 640px x 360px',
      'narrow.jpg: Mininum dimension is 640px x 360px',
      'fake.png: Invalid file type, jpeg or png only',
    ]);
    expect(onFiles).not.toHaveBeenCalled();
    expect(images.closed.toSorted()).toEqual(['narrow.jpg', 'small.jpg']);
  });

  it('refuses a selection of more files than allowed as a whole', async () => {
    const images = fakeImages({});
    const { onFiles, container } = renderDrop({ maxFiles: 1, decode: images.decode });
    expect(chooser()).not.toHaveAttribute('multiple');
    // The picker offers one; a drop can bring more.
    fireEvent.drop(container.querySelector('.ui-file-drop-zone')!, { dataTransfer: { files: [file('a.jpg'), file('b.jpg')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You can upload at most 5 photos at once');
    expect(images.decode).not.toHaveBeenCalled();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes a drop as it takes a choice', async () => {
    const images = fakeImages({ 'beach.jpg': { width: 1280, height: 960 } });
    const { container } = renderDrop({ decode: images.decode });
    const zone = container.querySelector('.ui-file-drop-zone')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveClass('ui-file-drop-zone-active');
    fireEvent.drop(zone, { dataTransfer: { files: [file('beach.jpg')] } });
    expect(await screen.findByRole('group', { name: 'Frame your photo' })).toBeVisible();
  });

  it('without a crop hands a fitting image over as it is and scales a larger one into the box', async () => {
    const images = fakeImages({ 'fits.png': { width: 1920, height: 1080 }, 'huge.png': { width: 8000, height: 6000 } });
    const { onFiles } = renderDrop({ cropAspectRatio: undefined, decode: images.decode });
    const fits = file('fits.png', 'image/png');
    await user().upload(chooser(), [fits, file('huge.png', 'image/png')]);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    const [handed] = onFiles.mock.calls[0]!;
    expect(handed[0]).toBe(fits);
    expect(handed[1]).toMatchObject({ name: 'huge.jpg', type: 'image/jpeg' });
    expect(images.encoded).toEqual([
      {
        name: 'huge.png',
        source: { x: 0, y: 0, width: 8000, height: 6000 },
        size: { width: 2880, height: 2160 },
        type: 'image/jpeg',
        quality: 0.8,
      },
    ]);
  });
});

describe('framing a photo', () => {
  it('shows the photo in the required ratio and sends the framed part as JPEG', async () => {
    const images = fakeImages({ 'beach.jpg': { width: 1280, height: 960 } });
    const { onFiles } = renderDrop({ decode: images.decode });
    await user().upload(chooser(), [file('beach.jpg')]);
    const frame = await screen.findByRole('group', { name: 'Frame your photo' });
    expect(frame).toHaveFocus();
    expect(frame).toHaveAccessibleDescription(WORDS.crop!.hint);
    expect(frame.querySelector('img')).toHaveAttribute('src', 'blob:beach.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Use this photo' }));
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(images.encoded).toEqual([
      {
        name: 'beach.jpg',
        source: { x: 256, y: 0, width: 768, height: 960 },
        size: { width: 768, height: 960 },
        type: 'image/jpeg',
        quality: 0.8,
      },
    ]);
    expect(onFiles.mock.calls[0]![0]).toEqual([expect.objectContaining({ name: 'beach.jpg', type: 'image/jpeg' })]);
    expect(images.closed).toEqual(['beach.jpg']);
    // Back to the zone for the next photo.
    expect(await screen.findByLabelText('Choose photos')).toBeVisible();
  });

  it('takes a photo of 800 × 600: the rule is the photo’s size, and its 4:5 frame is sent at least 640 px tall', async () => {
    const images = fakeImages({ 'room.jpg': { width: 800, height: 600 } });
    const { onFiles } = renderDrop({ decode: images.decode });
    await user().upload(chooser(), [file('room.jpg')]);
    await screen.findByRole('group', { name: 'Frame your photo' });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use this photo' }));
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    // The largest 4:5 frame is 480 × 600; it is drawn at 512 × 640, which the API takes.
    expect(images.encoded).toEqual([
      {
        name: 'room.jpg',
        source: { x: 160, y: 0, width: 480, height: 600 },
        size: { width: 512, height: 640 },
        type: 'image/jpeg',
        quality: 0.8,
      },
    ]);
  });

  it('moves and zooms with the keyboard, never below the minimum size', async () => {
    const images = fakeImages({ 'beach.jpg': { width: 1280, height: 960 } });
    const { onFiles } = renderDrop({ decode: images.decode });
    const person = user();
    await person.upload(chooser(), [file('beach.jpg')]);
    await screen.findByRole('group', { name: 'Frame your photo' });
    // Zooming in as far as it goes: 1.5, where the crop is 512 × 640.
    await person.keyboard('++++++++++');
    expect(screen.getByLabelText('Zoom')).toHaveValue('1.5');
    // To the far left and the top.
    await person.keyboard(
      '{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}',
    );
    await person.click(screen.getByRole('button', { name: 'Use this photo' }));
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalled());
    expect(images.encoded[0]!.source).toEqual({ x: 0, y: 0, width: 512, height: 640 });
  });

  it('frames several photos one after the other; a skipped one is not sent', async () => {
    const images = fakeImages({ 'one.jpg': { width: 1280, height: 960 }, 'two.png': { width: 2000, height: 2500 } });
    const { onFiles } = renderDrop({ decode: images.decode });
    const person = user();
    await person.upload(chooser(), [file('one.jpg'), file('two.png', 'image/png')]);
    expect(await screen.findByText('Photo 1 of 2')).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Photo 2 of 2')).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Use this photo' }));
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0]![0].map((sent) => sent.name)).toEqual(['two.jpg']);
    expect(images.encoded.map((drawn) => drawn.name)).toEqual(['two.png']);
  });

  it('has no axe violations, zone or frame', async () => {
    const images = fakeImages({ 'beach.jpg': { width: 1280, height: 960 } });
    const { container } = renderDrop({ decode: images.decode });
    expect(await axeViolations(container)).toEqual([]);
    await user().upload(chooser(), [file('beach.jpg')]);
    await screen.findByRole('group', { name: 'Frame your photo' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the upload', () => {
  it('shows its progress in words and takes no new file meanwhile', async () => {
    const images = fakeImages({ 'beach.jpg': { width: 1280, height: 960 } });
    function Uploading() {
      const [progress, setProgress] = useState<number | null>(null);
      return (
        <FileDrop
          words={WORDS}
          accept={['image/jpeg']}
          cropAspectRatio={0.8}
          decode={images.decode}
          progress={progress}
          onFiles={() => setProgress(0.42)}
        />
      );
    }
    const { container } = render(<Uploading />);
    await user().upload(chooser(), [file('beach.jpg')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Use this photo' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(chooser()).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
