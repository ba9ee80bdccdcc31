package game

import "slices"

// MaxHistory bounds the history a game keeps, and so the size of its
// save and the time loading it takes: the moves to undo and to redo hold
// at most this many changes (a change is one cell's part in a move; most
// moves have one or two). When a move takes the history past it, the
// oldest moves are folded into the position the history starts from, so
// that keepHistory changes are left: the most recent moves stay
// undoable, the oldest can no longer be taken back one by one (Restart
// still clears them all).
const MaxHistory = 100_000

// keepHistory is what folding the history leaves of it.
const keepHistory = MaxHistory / 2

// bound folds the oldest moves into the starting position once the
// history is past MaxHistory; the last move is always kept.
func (g *Game) bound() {
	total := g.undo.changes + g.redo.changes
	if total <= MaxHistory {
		return
	}
	n := 0
	for ; n < g.undo.len()-1 && total > keepHistory; n++ {
		total -= len(g.undo.moves[n].changes)
	}
	for _, m := range g.undo.dropOldest(n) {
		for _, ch := range m.changes {
			g.startEntries[ch.cell], g.startNotes[ch.cell], g.startMarks[ch.cell] = ch.after.digit, ch.after.notes, ch.after.marks
		}
	}
}

// history is a stack of moves that snapshots may share: a Snapshot keeps
// the stack's first n moves without copying them, so the game must never
// write over one of those. Pushing past them is safe; pushing after a pop
// has gone below them copies the stack first. Moves are never changed
// once recorded.
type history struct {
	moves   []move
	shared  int // how many of the first moves some snapshot may still read
	changes int // the changes of all the moves
}

func (h *history) len() int { return len(h.moves) }

// push adds m on top.
func (h *history) push(m move) {
	if len(h.moves) < h.shared { // the next slot belongs to a snapshot
		h.moves = slices.Clone(h.moves)
		h.shared = 0
	}
	h.moves = append(h.moves, m)
	h.changes += len(m.changes)
}

// pop takes the top move off; the stack must not be empty.
func (h *history) pop() move {
	m := h.moves[len(h.moves)-1]
	h.moves = h.moves[:len(h.moves)-1]
	h.changes -= len(m.changes)
	return m
}

// top returns the top move; the stack must not be empty.
func (h *history) top() move { return h.moves[len(h.moves)-1] }

// clear empties the stack.
func (h *history) clear() { *h = history{} }

// share returns the moves for a snapshot, which the stack will not write
// over.
func (h *history) share() []move {
	h.shared = max(h.shared, len(h.moves))
	return h.moves[:len(h.moves):len(h.moves)]
}

// dropOldest takes the oldest n moves off the bottom of the stack and
// returns them; the moves left are copied, so that no snapshot's moves
// are written over.
func (h *history) dropOldest(n int) []move {
	old := h.moves[:n]
	h.moves = slices.Clone(h.moves[n:])
	h.shared = 0
	for _, m := range old {
		h.changes -= len(m.changes)
	}
	return old
}
