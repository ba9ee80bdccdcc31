package logic

import "testing"

func TestDeathBlossom(t *testing.T) {
	runPencilCases(t, []pencilCase{
		{
			name: "three petals", tech: DeathBlossom,
			build: func(m *pencilMarks) {
				m.set("r5c5", "124") // stem
				m.set("r1c5", "13")  // petal of 1, in column 5
				m.set("r5c1", "23")  // petal of 2, in row 5
				m.set("r4c4", "45")  // petal of 4: row 4, 3/4/5
				m.set("r4c1", "35")
			},
			elim:  "r1c1=3", // sees the 3s of all three petals
			cells: "r5c5 r1c5 r5c1 r4c1 r4c4",
		},
		{
			name: "a digit without a petal", tech: DeathBlossom,
			build: func(m *pencilMarks) {
				m.set("r5c5", "124")
				m.set("r1c5", "13")
				m.set("r5c1", "23")
				m.set("r4c4", "56") // no 4 left near the stem
				m.set("r4c1", "35")
			},
		},
	})
	checkOnSamples(t, DeathBlossom)
}
