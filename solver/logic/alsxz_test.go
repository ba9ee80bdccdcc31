package logic

import "testing"

func TestALSXZ(t *testing.T) {
	runPencilCases(t, []pencilCase{
		{
			name: "pair and bivalue cell", tech: ALSXZ,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12") // ALS A in row 1: 1/2/3
				m.set("r1c2", "23")
				m.set("r5c1", "13") // ALS B, one cell: 1 sees A's 1
			},
			// the cells that see r1c2 and r5c1, both of the 3s; found
			// first as r1c2 (2/3) and r1c1+r5c1 (1/2/3 in column 1),
			// linked by 2
			elim:  "r2c1=3 r3c1=3 r4c2=3 r5c2=3 r6c2=3",
			cells: "r1c2 r1c1 r5c1",
		},
		{
			name: "doubly linked", tech: ALSXZ,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12") // ALS A in row 1: 1/2/3
				m.set("r1c2", "23")
				m.set("r5c1", "14") // ALS B in row 5: 1/3/4
				m.set("r5c2", "34")
				// 1 and 3 are both restricted, in columns 1 and 2
			},
			// 1 and 3 leave the rest of columns 1 and 2; A keeps its 2
			// in row 1 and box 1, B its 4 in row 5 and box 4.
			elim: "r1c3=2 r1c4=2 r1c5=2 r1c6=2 r1c7=2 r1c8=2 r1c9=2 " +
				"r2c1=1 r2c1=2 r2c2=2 r2c2=3 r2c3=2 r3c1=1 r3c1=2 r3c2=2 r3c2=3 r3c3=2 " +
				"r4c1=1 r4c1=4 r4c2=3 r4c2=4 r4c3=4 r5c3=4 r5c4=4 r5c5=4 r5c6=4 r5c7=4 r5c8=4 r5c9=4 " +
				"r6c1=1 r6c1=4 r6c2=3 r6c2=4 r6c3=4 r7c1=1 r7c2=3 r8c1=1 r8c2=3 r9c1=1 r9c2=3",
			cells: "r1c1 r1c2 r5c1 r5c2",
		},
		{
			name: "no restricted common", tech: ALSXZ,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12")
				m.set("r1c2", "23")
				m.set("r5c5", "13") // sees neither 1 nor 3 of the pair
			},
		},
	})
	checkOnSamples(t, ALSXZ)
}
