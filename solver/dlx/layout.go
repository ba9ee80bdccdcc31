package dlx

// The node numbering of the matrix. Node 0 is the root of the list of column
// headers, nodes 1 to numCols are the headers, and each candidate row owns
// four consecutive nodes from firstNode on, one per constraint group in the
// order cell, row-digit, column-digit, box-digit.
const (
	root      = 0
	numCols   = 4 * 81
	numRows   = 9 * 81
	firstNode = numCols + 1
	numNodes  = firstNode + 4*numRows
)

// candidate returns the matrix row for digit d (0-8) in cell (0-80).
func candidate(cell, d int) int { return cell*9 + d }

// rowNode returns the first node of candidate row r; its others follow it.
func rowNode(r int) int32 { return int32(firstNode + 4*r) }

// columns returns the four columns in which candidate row r has a 1.
func columns(r int) [4]int32 {
	cell, d := r/9, r%9
	row, col := cell/9, cell%9
	box := row/3*3 + col/3
	return [4]int32{
		1 + int32(cell),
		1 + 81 + int32(row*9+d),
		1 + 162 + int32(col*9+d),
		1 + 243 + int32(box*9+d),
	}
}
