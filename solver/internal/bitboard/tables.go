package bitboard

// Bit layout of the bitboards: a band is three rows; within a band, the cell
// in row r (0-2) and column c (0-8) is bit r*9+c of a 27-bit word. A band's
// nine minirows (three cells of one row inside one box) are numbered r*3+k,
// where k is the box within the band; a stack's nine minicolumns are
// numbered b*3+j, where b is the band and j the column within the box.

const bandMask = 1<<27 - 1

var (
	// minirowsOfRow maps the nine bits of one row to the three boxes in
	// which the row has a bit.
	minirowsOfRow [512]uint8
	// permutations maps a 3x3 mask (bit i*3+j) to the union of the six
	// permutation matrices inside it: the placements of one digit that give
	// each row of a band one box and each box one row (or, for a stack, each
	// band one column and each column one band). Zero means none fits.
	permutations [512]uint16
	// bandKeep maps a band's minirow mask to the cells of the minirows
	// that some placement uses: minirow cells of permutations[m].
	bandKeep [512]uint32
	// stackKeep[k] maps the minicolumn mask of stack k to the columns
	// that some placement uses, as bit b*9+c for band b and column c.
	stackKeep [3][512]uint32
	// columnCells maps a mask of the nine columns to their cells in a band.
	columnCells [512]uint32
	// singleOfRow maps the nine bits of one row to themselves when one
	// bit is set, to 0 otherwise.
	singleOfRow [512]uint16
	// rowShift maps a bit of a band to the shift of its row, 0, 9 or 18.
	rowShift = [32]uint{0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9, 9, 9, 9, 9, 9, 9, 18, 18, 18, 18, 18, 18, 18, 18, 18}
	// peers holds, per cell, the other cells of its row, column and box,
	// band by band.
	peers [81][3]uint32
	// bandPeers is peers by band and bit: bandPeers[b][i] = peers[b*27+i],
	// sized so that a 5-bit index needs no bounds check.
	bandPeers [3][32][3]uint32
	// peers01 and peers2 hold the peers of a cell as Branch scans it: by
	// its bit in a word of bands 0 and 1 (band 1 from bit 32), and by its
	// bit in band 2; sized so that the bit needs no bounds check.
	peers01 [64]peerWords
	peers2  [32]peerWords
)

// peerWords are cells in Branch's two words: bands 0 and 1 (band 1 from bit
// 32), and band 2.
type peerWords struct {
	w01 uint64
	w2  uint32
	// rank is the cell's place in Branch's scan counted down from 127:
	// 127-i for bit i of bands 0 and 1, 63-i for bit i of band 2.
	rank uint32
}

func init() {
	for m := 0; m < 512; m++ {
		for k := 0; k < 3; k++ {
			if m>>(3*k)&7 != 0 {
				minirowsOfRow[m] |= 1 << k
			}
		}
		if m&(m-1) == 0 {
			singleOfRow[m] = uint16(m)
		}
		for i := 0; i < 9; i++ {
			if m>>i&1 != 0 {
				columnCells[m] |= 1<<i | 1<<(i+9) | 1<<(i+18)
			}
		}
	}
	for _, p := range [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		pm := 1<<p[0] | 1<<(3+p[1]) | 1<<(6+p[2])
		for m := 0; m < 512; m++ {
			if m&pm == pm {
				permutations[m] |= uint16(pm)
			}
		}
	}
	for m := 0; m < 512; m++ {
		p := int(permutations[m])
		for i := 0; i < 9; i++ {
			if p>>i&1 != 0 {
				hi, lo := i/3, i%3 // row and box, or band and column
				bandKeep[m] |= 7 << (hi*9 + lo*3)
				for k := 0; k < 3; k++ {
					stackKeep[k][m] |= 1 << (hi*9 + k*3 + lo)
				}
			}
		}
	}
	for a := 0; a < 81; a++ {
		for b := 0; b < 81; b++ {
			if a != b && (a/9 == b/9 || a%9 == b%9 || a/27 == b/27 && a%9/3 == b%9/3) {
				peers[a][b/27] |= 1 << (b % 27)
			}
		}
		bandPeers[a/27][a%27] = peers[a]
		p := peerWords{w01: uint64(peers[a][0]) | uint64(peers[a][1])<<32, w2: peers[a][2]}
		switch a / 27 {
		case 0:
			p.rank = uint32(127 - a)
			peers01[a] = p
		case 1:
			p.rank = uint32(127 - (32 + a - 27))
			peers01[32+a-27] = p
		default:
			p.rank = uint32(63 - (a - 54))
			peers2[a-54] = p
		}
	}
}
