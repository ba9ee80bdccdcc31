package logic

import "testing"

func TestSimpleColouring(t *testing.T) {
	// Strong links on 5: row 1 r1c1-r1c5, column 5 r1c5-r7c5, box 8
	// r7c5-r9c6. Colours: r1c1 and r7c5 against r1c5 and r9c6.
	trap := func(m *pencilMarks) {
		m.keep(5, Row(0), "r1c1", "r1c5")
		m.keep(5, Col(4), "r1c5", "r7c5")
		m.keep(5, Box(7), "r7c5", "r9c6")
	}
	// Strong links on 5: row 1 r1c1-r1c5, column 5 r1c5-r4c5, row 4
	// r4c5-r4c2, column 2 r4c2-r2c2. r1c1, r4c5 and r2c2 take one
	// colour, and r1c1 and r2c2 share box 1.
	wrap := func(m *pencilMarks) {
		m.keep(5, Row(0), "r1c1", "r1c5")
		m.keep(5, Col(4), "r1c5", "r4c5")
		m.keep(5, Row(3), "r4c5", "r4c2")
		m.keep(5, Col(1), "r4c2", "r2c2")
	}
	runPencilCases(t, []pencilCase{
		{
			name: "trap", tech: SimpleColouring, build: trap,
			elim:  "r9c1=5", // sees r1c1 and r9c6
			cells: "r1c1 r1c5 r7c5 r9c6",
		},
		{
			name: "trap with nothing to remove", tech: SimpleColouring,
			build: func(m *pencilMarks) { trap(m); m.drop(5, "r9c1") },
		},
		{
			name: "cluster too small", tech: SimpleColouring,
			build: func(m *pencilMarks) { trap(m); m.add(5, "r1c9") }, // row 1 no longer a strong link
		},
		{
			name: "wrap", tech: SimpleColouring, build: wrap,
			elim:  "r1c1=5 r2c2=5 r4c5=5",
			cells: "r1c1 r1c5 r2c2 r4c2 r4c5",
		},
		{
			// Column 2 is no longer a strong link: r1c1 and r4c5 against
			// r1c5 and r4c2 remain, and cells that see r1c1 and r4c2
			// lose 5.
			name: "trap once column 2 opens", tech: SimpleColouring,
			build: func(m *pencilMarks) { wrap(m); m.add(5, "r7c2") },
			elim:  "r2c2=5 r5c1=5 r6c1=5",
			cells: "r1c1 r1c5 r4c2 r4c5",
		},
	})
	checkOnSamples(t, SimpleColouring)
}
