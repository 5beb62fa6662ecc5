import { saveBlob } from '../../../lib/save-download';

/** Hands the browser a PDF to save under `fileName`. */
export function savePdf(bytes: Uint8Array, fileName: string): void {
  saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
}
