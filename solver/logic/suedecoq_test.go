package logic

import "testing"

func TestSueDeCoq(t *testing.T) {
	runPencilCases(t, []pencilCase{
		{
			name: "pair in the crossing", tech: SueDeCoq,
			build: func(m *pencilMarks) {
				m.set("r1c1", "123") // crossing of row 1 and box 1: 1/2/3/4
				m.set("r1c2", "234")
				m.set("r1c5", "12") // the row's part takes 1 and 2
				m.set("r2c1", "34") // the box's part takes 3 and 4
			},
			// row 1 loses 1 and 2, box 1 loses 3 and 4
			elim: "r1c3=1 r1c3=2 r1c3=3 r1c3=4 r1c4=1 r1c4=2 r1c6=1 r1c6=2 r1c7=1 r1c7=2 r1c8=1 r1c8=2 r1c9=1 r1c9=2 " +
				"r2c2=3 r2c2=4 r2c3=3 r2c3=4 r3c1=3 r3c1=4 r3c2=3 r3c2=4 r3c3=3 r3c3=4",
			cells: "r1c1 r1c2 r1c5 r2c1",
		},
		{
			name: "box part with a digit too many", tech: SueDeCoq,
			build: func(m *pencilMarks) {
				m.set("r1c1", "123")
				m.set("r1c2", "234")
				m.set("r1c5", "12")
				m.set("r2c1", "35")
			},
		},
	})
	checkOnSamples(t, SueDeCoq)
}
