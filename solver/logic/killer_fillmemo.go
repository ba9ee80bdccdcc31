package logic

import "sync/atomic"

// A rating walk reads the same cages over and over: each step climbs the
// ladder from the first rung, and the cage finders, the rule of 45's
// regions and the cage blockers' suppositions work out the fillings of
// every cage again, though a step changes the candidates of few of them.
// fillCage is a function of the cells' candidates and the sum alone, so
// its answers are kept in a small table shared by every board and
// goroutine: each slot holds one answer, read and written whole through
// an atomic pointer, and a new answer takes the slot of the one its key
// hashes beside. A miss costs what fillCage costs; on the walks of hard
// Killers most reads hit, and the Killer finders spent a third of their
// time in fillCage. fillParts without a filter, which the cage subsets
// and house combinations read through partSets, keeps its answers in a
// table of its own the same way.

// fillMemoBits is log2 of the slots of the table.
const fillMemoBits = 14

// fillMemoKey is all that fillCage's answer depends on: the candidates
// of the n cells (the rest zero) and the sum; and for fillParts, p.
type fillMemoKey struct {
	cands [9]Digits
	n, p  uint8
	sum   int16
}

// newFillMemoKey returns the key of the n cells' candidates, the sum and
// p, and the slot it hashes to in a table.
func newFillMemoKey(cands *[9]Digits, n, sum, p int) (fillMemoKey, int) {
	key := fillMemoKey{n: uint8(n), p: uint8(p), sum: int16(sum)}
	copy(key.cands[:n], cands[:n])
	h := uint64(n)<<24 ^ uint64(p)<<16 ^ uint64(uint16(sum))
	for _, c := range key.cands {
		h = (h ^ uint64(c)) * 0x100000001b3
	}
	h ^= h >> 29
	return key, int(h & (1<<fillMemoBits - 1))
}

// fillMemoEntry is one answer of fillCage, never changed once stored.
type fillMemoEntry struct {
	key fillMemoKey
	f   cageFill
}

var fillMemo [1 << fillMemoBits]atomic.Pointer[fillMemoEntry]

// fillCageMemo is fillCage through the table.
func fillCageMemo(cands *[9]Digits, n, sum int) cageFill {
	key, i := newFillMemoKey(cands, n, sum, 0)
	slot := &fillMemo[i]
	if e := slot.Load(); e != nil && e.key == key {
		return e.f
	}
	f := fillCage(&key.cands, n, sum)
	slot.Store(&fillMemoEntry{key: key, f: f})
	return f
}

// partsMemoEntry is one answer of fillParts without a filter.
type partsMemoEntry struct {
	key     fillMemoKey
	allowed [9]Digits
	parts   maskSet
	ok      bool
}

var partsMemo [1 << fillMemoBits]atomic.Pointer[partsMemoEntry]

// fillPartsMemo is fillParts without a filter through its table.
func fillPartsMemo(cands *[9]Digits, n, sum, p int) (allowed [9]Digits, parts maskSet, ok bool) {
	key, i := newFillMemoKey(cands, n, sum, p)
	slot := &partsMemo[i]
	if e := slot.Load(); e != nil && e.key == key {
		return e.allowed, e.parts, e.ok
	}
	allowed, parts, ok = fillParts(&key.cands, n, sum, p, nil)
	slot.Store(&partsMemoEntry{key: key, allowed: allowed, parts: parts, ok: ok})
	return allowed, parts, ok
}
