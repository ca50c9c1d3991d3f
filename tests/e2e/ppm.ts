// Rendered PDF pages read back (the reader lives beside the print worker, whose tests use it too).
export { readPpm } from '../../workers/print/ppm';
