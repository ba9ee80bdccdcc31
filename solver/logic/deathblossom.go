package logic

import (
	"math/bits"
	"slices"

	"github.com/sudokudesktop/sudoku/solver"
)

// eachDeathBlossom visits every death blossom: a stem cell and, for each
// of its candidates d, an ALS (a petal) holding d whose every d sees the
// stem. Whichever digit the stem takes, every other petal loses
// its own digit and is locked, holding all the rest; so a digit z that is
// in every petal but not in the stem is in some petal, and cells that
// see every z of all the petals lose it. Petals may overlap, as in
// HoDoKu's overlap option, and one petal may serve several of the stem's
// digits when all its places of each see the stem (the argument holds as
// it is), but there must be two petals at least. Of the instances with
// the same eliminations only the first is visited.
func eachDeathBlossom(b *Board, visit func(*Step) bool) {
	x := alsIndexOf(b)
	defer x.release()
	var db blossom
	db.x, db.b = x, b
	byStem := petalsByStem(x)
	for stem := solver.Cell(0); stem < 81; stem++ {
		ds := b.Cands[stem] & AllDigits
		if ds.Count() < 2 {
			continue
		}
		ok := true
		for m := ds; m != 0 && ok; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			db.petals[d] = byStem[int(stem)*10+d]
			ok = len(db.petals[d]) > 0
		}
		if !ok || db.shared(ds) == 0 {
			continue
		}
		db.stem = stem
		var all [10]CellSet
		for d := range all {
			all[d] = CellSet{^uint64(0), ^uint64(0)}
		}
		if !db.grow(ds, AllDigits&^ds, &all, visit) {
			return
		}
	}
}

// petalsByStem lists, for each cell c and digit d (at c*10+d), the sets
// that may be the petal of d for the stem c: every d of theirs sees c.
func petalsByStem(x *alsIndex) [][]int32 {
	var size [810]int
	total := 0
	for i := range x.list {
		a := &x.list[i]
		for m := a.digits; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			n := a.sees[d].Count()
			for w := 0; w < 2; w++ {
				for cs := a.sees[d][w]; cs != 0; cs &= cs - 1 {
					size[(w*64+int(trailing(cs)))*10+d]++
				}
			}
			total += n
		}
	}
	all := make([]int32, total)
	out := make([][]int32, 810)
	off := 0
	for k := range out {
		out[k] = all[off : off : off+size[k]]
		off += size[k]
	}
	for i := range x.list {
		a := &x.list[i]
		for m := a.digits; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(uint16(m))
			for w := 0; w < 2; w++ {
				for cs := a.sees[d][w]; cs != 0; cs &= cs - 1 {
					k := (w*64+int(trailing(cs)))*10 + d
					out[k] = append(out[k], int32(i))
				}
			}
		}
	}
	return out
}

// blossom is the search for the petals of one stem.
type blossom struct {
	x      *alsIndex
	b      *Board
	stem   solver.Cell
	petals [10][]int32 // the sets that may be the petal of digit d
	chosen [10]int32   // the petal picked for each digit done
	seen   elimsSeen   // the eliminations of the blossoms visited
}

// shared returns the digits outside the stem's digits ds that some petal
// of each of them holds: a blossom eliminates only digits all its petals
// hold, so without any there is none to grow.
func (db *blossom) shared(ds Digits) Digits {
	common := AllDigits &^ ds
	for m := ds; m != 0 && common != 0; m &= m - 1 {
		var any Digits
		for _, p := range db.petals[bits.TrailingZeros16(uint16(m))] {
			any |= db.x.list[p].digits
		}
		common &= any
	}
	return common
}

// grow picks a petal for one of the stem's digits still open (left);
// common holds the digits every petal so far has, and targets[z] the
// cells that see all their z. It reports false when visit asks to stop.
func (db *blossom) grow(left, common Digits, targets *[10]CellSet, visit func(*Step) bool) bool {
	if left == 0 {
		return db.found(common, targets, visit)
	}
	// The digit with the fewest petals first keeps the search narrow.
	d := bits.TrailingZeros16(uint16(left))
	for m := left; m != 0; m &= m - 1 {
		if e := bits.TrailingZeros16(uint16(m)); len(db.petals[e]) < len(db.petals[d]) {
			d = e
		}
	}
	rest := left &^ (1 << d)
	for _, p := range db.petals[d] {
		a := &db.x.list[p]
		c := common & a.digits
		var next [10]CellSet
		alive := false
		for m := c; m != 0; m &= m - 1 {
			z := bits.TrailingZeros16(uint16(m))
			next[z] = targets[z].And(a.sees[z])
			if next[z].Empty() {
				c &^= 1 << z
			} else {
				alive = true
			}
		}
		if !alive {
			continue
		}
		db.chosen[d] = p
		if !db.grow(rest, c, &next, visit) {
			return false
		}
	}
	return true
}

// found visits the blossom whose petals are all chosen.
func (db *blossom) found(common Digits, targets *[10]CellSet, visit func(*Step) bool) bool {
	var e elimSet
	for m := common; m != 0; m &= m - 1 {
		z := bits.TrailingZeros16(uint16(m))
		e.add(z, targets[z])
	}
	if e.empty() || !db.seen.fresh(&e) {
		return true
	}
	stemDigits := db.b.Cands[db.stem] & AllDigits
	sets := make([]*als, 0, stemDigits.Count())
	for m := stemDigits; m != 0; m &= m - 1 {
		a := &db.x.list[db.chosen[bits.TrailingZeros16(uint16(m))]]
		if !slices.Contains(sets, a) {
			sets = append(sets, a)
		}
	}
	if len(sets) < 2 {
		return true // one set for every digit: no blossom
	}
	pattern := candidatesIn(db.b, []solver.Cell{db.stem}, AllDigits)
	return visit(&Step{
		Technique:    DeathBlossom,
		Pattern:      append(pattern, alsCandidates(db.b, sets...)...),
		Units:        alsUnits(sets...),
		Sets:         alsSets(sets...),
		Digits:       stemDigits,
		Eliminations: e.list(),
	})
}
