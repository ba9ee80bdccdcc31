package logic

import "fmt"

// Level is a difficulty: the hardest kind of technique a puzzle needs.
type Level uint8

// The levels, from the easiest. Their names are part of the command-line
// contract.
const (
	Easy    Level = iota + 1 // naked and hidden singles
	Medium                   // also locked candidates, naked and hidden pairs and triples
	Hard                     // also quads, basic fish, wings, single-digit patterns, colouring, unique rectangle 1
	Expert                   // also jellyfish, finned fish, X- and XY-chains, Sue de Coq, multi-colouring, BUG+1
	Extreme                  // also almost locked sets, AICs, forcing chains, templates or guessing
)

// Levels lists every level from the easiest.
var Levels = []Level{Easy, Medium, Hard, Expert, Extreme}

var levelNames = [...]string{Easy: "easy", Medium: "medium", Hard: "hard", Expert: "expert", Extreme: "extreme"}

// String returns the level's name: "easy", "medium", "hard", "expert" or
// "extreme".
func (l Level) String() string {
	if l >= Easy && l <= Extreme {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// ParseLevel returns the level with the given name.
func ParseLevel(name string) (Level, error) {
	for _, l := range Levels {
		if l.String() == name {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q: want easy, medium, hard, expert or extreme", name)
}
