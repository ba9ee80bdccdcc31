package sized

import "math/rand/v2"

// RandomLayout returns a random jigsaw layout of shape s, drawn with rng:
// N connected regions of N cells, made from the boxes by swapping, many
// times over, a cell on a region's edge with a cell of the neighbouring
// region on its edge, a swap kept only when both regions stay connected
// and span at most N-2 rows and columns (so that none becomes a line).
// Whether a grid fills the layout is the caller's to find (Fill).
func RandomLayout(s Shape, rng *rand.Rand) []uint8 {
	n, cells := s.N(), s.Cells()
	r := boxRegions(s)
	side := func(c int) []int {
		row, col := c/n, c%n
		var out []int
		if row > 0 {
			out = append(out, c-n)
		}
		if row < n-1 {
			out = append(out, c+n)
		}
		if col > 0 {
			out = append(out, c-1)
		}
		if col < n-1 {
			out = append(out, c+1)
		}
		return out
	}
	// ok reports whether region k is connected and not too long.
	ok := func(k uint8) bool {
		first, count := -1, 0
		minR, maxR, minC, maxC := n, -1, n, -1
		for c := range cells {
			if r[c] == k {
				if first < 0 {
					first = c
				}
				count++
				minR, maxR = min(minR, c/n), max(maxR, c/n)
				minC, maxC = min(minC, c%n), max(maxC, c%n)
			}
		}
		if maxR-minR > n-3 && n > 4 || maxC-minC > n-3 && n > 4 {
			return false
		}
		seen := make([]bool, cells)
		stack := []int{first}
		seen[first] = true
		reached := 1
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, d := range side(c) {
				if !seen[d] && r[d] == k {
					seen[d] = true
					reached++
					stack = append(stack, d)
				}
			}
		}
		return reached == count
	}
	for range 40 * n {
		a := rng.IntN(cells)
		nb := side(a)
		b := nb[rng.IntN(len(nb))]
		ka, kb := r[a], r[b]
		if ka == kb {
			continue
		}
		// A cell of kb's beside ka, other than b, to take a's place.
		var pool []int
		for c := range cells {
			if r[c] != kb || c == b {
				continue
			}
			for _, d := range side(c) {
				if r[d] == ka && d != a {
					pool = append(pool, c)
					break
				}
			}
		}
		if len(pool) == 0 {
			continue
		}
		c := pool[rng.IntN(len(pool))]
		// a goes to kb, c goes to ka.
		r[a], r[c] = kb, ka
		if !ok(ka) || !ok(kb) {
			r[a], r[c] = ka, kb
		}
	}
	return normalizeRegions(r)
}
