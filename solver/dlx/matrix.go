package dlx

// matrix is the exact-cover matrix as Dancing Links over index arrays. For a
// node n, left[n], right[n], up[n] and down[n] are its neighbours in its
// circular row and column lists, col[n] is its column header and row[n] its
// candidate row (-1 for the root and headers). size[c] counts the nodes
// still linked into column c. Headers are their own column.
type matrix struct {
	left, right, up, down [numNodes]int32
	col, row              [numNodes]int32
	size                  [numCols + 1]int32
}

// build links the full matrix: every header in the root's list and all 729
// candidate rows, each column's nodes in increasing row order.
func (m *matrix) build() {
	for c := int32(0); c <= numCols; c++ {
		m.left[c], m.right[c] = c-1, c+1
		m.up[c], m.down[c] = c, c
		m.col[c], m.row[c] = c, -1
		m.size[c] = 0
	}
	m.left[root], m.right[numCols] = numCols, root
	for r := 0; r < numRows; r++ {
		first := rowNode(r)
		for k, c := range columns(r) {
			n := first + int32(k)
			m.left[n], m.right[n] = n-1, n+1
			m.col[n], m.row[n] = c, int32(r)
			m.up[n], m.down[n] = m.up[c], c
			m.down[m.up[c]] = n
			m.up[c] = n
			m.size[c]++
		}
		m.left[first], m.right[first+3] = first+3, first
	}
}

// covered reports whether column c has been taken out of the header list.
// A covered header still points at its old neighbours, which no longer
// point back at it.
func (m *matrix) covered(c int32) bool { return m.right[m.left[c]] != c }

// cover removes column c from the header list and every row with a 1 in c
// from the other columns it meets.
func (m *matrix) cover(c int32) {
	m.right[m.left[c]] = m.right[c]
	m.left[m.right[c]] = m.left[c]
	for i := m.down[c]; i != c; i = m.down[i] {
		for j := m.right[i]; j != i; j = m.right[j] {
			m.down[m.up[j]] = m.down[j]
			m.up[m.down[j]] = m.up[j]
			m.size[m.col[j]]--
		}
	}
}

// uncover undoes cover(c). Covers must be undone in the reverse order.
func (m *matrix) uncover(c int32) {
	for i := m.up[c]; i != c; i = m.up[i] {
		for j := m.left[i]; j != i; j = m.left[j] {
			m.size[m.col[j]]++
			m.down[m.up[j]] = j
			m.up[m.down[j]] = j
		}
	}
	m.right[m.left[c]] = c
	m.left[m.right[c]] = c
}

// smallest returns the uncovered column with the fewest rows, stopping at
// the first one with 0 or 1. The matrix must have an uncovered column.
func (m *matrix) smallest() int32 {
	best, least := int32(root), int32(numRows+1)
	for c := m.right[root]; c != root; c = m.right[c] {
		if s := m.size[c]; s < least {
			best, least = c, s
			if s <= 1 {
				break
			}
		}
	}
	return best
}
