package logic

import "testing"

func TestALSXYWing(t *testing.T) {
	runPencilCases(t, []pencilCase{
		{
			name: "three bivalue cells", tech: ALSXYWing,
			build: func(m *pencilMarks) {
				m.set("r5c5", "12") // pivot C
				m.set("r1c5", "13") // A: 1 restricted with C in column 5
				m.set("r5c1", "23") // B: 2 restricted with C in row 5
			},
			elim:  "r1c1=3", // the one cell that sees both 3s
			cells: "r1c5 r5c1 r5c5",
		},
		{
			name: "pair ALS as a wing", tech: ALSXYWing,
			build: func(m *pencilMarks) {
				m.set("r5c5", "12") // pivot C
				m.set("r1c5", "13") // A
				m.set("r5c1", "24") // B in row 5: 2/3/4, 2 restricted with C
				m.set("r5c2", "34")
			},
			// cells that see r1c5's 3 and r5c2's 3; found first as
			// r1c5+r5c5 (1/2/3 in column 5) and r5c2, joined by 4 to
			// the pivot r5c1 and by 2
			elim:  "r1c2=3",
			cells: "r1c5 r5c5 r5c2 r5c1",
		},
		{
			name: "same RCC on both sides", tech: ALSXYWing,
			build: func(m *pencilMarks) {
				m.set("r5c5", "12")
				m.set("r1c5", "13")
				m.set("r5c1", "13")
			},
		},
	})
	checkOnSamples(t, ALSXYWing)
}
