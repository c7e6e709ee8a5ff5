// @heartline/ui/file-drop: the photo drop zone with its cropper (drag and drop, preview, crop to
// the required ratio before upload, progress). An entry of its own, shared like the main one:
// a remote takes a shared entry whole, and only the pages that upload photos need this (2.8 KB
// gzip), so entering a remote's first page does not load it.
export { FileDrop } from './file-drop';
export type { FileDropProps, FileDropWords, FileRefusalReason } from './file-drop';
export type { CropWords } from './image-cropper';
export type { DecodedImage, ImageDecoder } from './decode-image';
export { meetsMinimum, scaleToFit } from './image-geometry';
export type { Rect, Size } from './image-geometry';
