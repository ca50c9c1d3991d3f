// select.handle: dragging a handle of the one selected item (arrow points, resize, rotate), or the
// head of an arrow pressed unselected; an arrow end let go links where the rules allow, else the
// coach is told it unlinked. One undo step per handle drag.
export { handleDragState as handle } from '../handle-drag';
