/**
 * Which part of the roster screen the printer gets (roster.css '@media print'): the element
 * marked `data-print-area` with the body's `data-print-part`. The screen sets the default (the
 * accounts sheet while it shows, else the join poster), so the browser's own Print prints it too;
 * a Print button prints its part and puts the default back.
 */
export type PrintPart = 'join' | 'sheet';

export function setDefaultPrintPart(part: PrintPart | null) {
  if (part === null) delete document.body.dataset.printPart;
  else document.body.dataset.printPart = part;
}

export function printPart(part: PrintPart, restore: PrintPart | null) {
  setDefaultPrintPart(part);
  try {
    window.print();
  } finally {
    setDefaultPrintPart(restore);
  }
}
