package logic

import "testing"

func TestALSChain(t *testing.T) {
	runPencilCases(t, []pencilCase{
		{
			name: "four bivalue cells", tech: ALSChain,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12")
				m.set("r1c5", "23") // 2 restricted in row 1
				m.set("r5c5", "34") // 3 restricted in column 5
				m.set("r5c9", "41") // 4 restricted in row 5
			},
			elim:  "r1c9=1 r5c1=1", // the cells that see both ends' 1
			cells: "r1c1 r1c5 r5c5 r5c9",
		},
		{
			name: "broken link", tech: ALSChain,
			build: func(m *pencilMarks) {
				m.set("r1c1", "12")
				m.set("r1c5", "23")
				m.set("r5c6", "34") // 3 no longer sees r1c5
				m.set("r5c9", "41")
			},
		},
	})
	checkOnSamples(t, ALSChain)
}
