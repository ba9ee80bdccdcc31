package game

import "slices"

// history is a stack of moves that snapshots may share: a Snapshot keeps
// the stack's first n moves without copying them, so the game must never
// write over one of those. Pushing past them is safe; pushing after a pop
// has gone below them copies the stack first. Moves are never changed
// once recorded.
type history struct {
	moves  []move
	shared int // how many of the first moves some snapshot may still read
}

func (h *history) len() int { return len(h.moves) }

// push adds m on top.
func (h *history) push(m move) {
	if len(h.moves) < h.shared { // the next slot belongs to a snapshot
		h.moves = slices.Clone(h.moves)
		h.shared = 0
	}
	h.moves = append(h.moves, m)
}

// pop takes the top move off; the stack must not be empty.
func (h *history) pop() move {
	m := h.moves[len(h.moves)-1]
	h.moves = h.moves[:len(h.moves)-1]
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
