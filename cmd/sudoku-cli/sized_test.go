package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestSizedLines runs the verbs on grids of other sizes mixed with 9x9
// ones: each line is answered by the engine of its size.
func TestSizedLines(t *testing.T) {
	in := strings.Join([]string{
		"...4...33...1...", // a 4x4 line that starts like an ISS string
		"6x6-x:4......3.5................6.5......2",
		".Shape~6x6.~R1C5_4~R2C2_1~R2C4_3~R2C6_5~R3C4_2~R4C3_3~R5C1_6~R5C3_2~R5C5_5~R6C2_5",
		"1...............",
		"11..............",
		"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
	}, "\n") + "\n"
	tests := []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"solve"}, exitFail, "2314412332411432\n415236632514261345354621126453543162\n325146416325541263263514632451154632\nerror: multiple solutions\nerror: line 5: r1c1 and r1c2 both hold 1 in the same row\n483921657967345821251876493548132976729564138136798245372689514814253769695417382\n"},
		{[]string{"count", "-limit", "3"}, exitFail, "1\n1\n1\n3\nerror: line 5: r1c1 and r1c2 both hold 1 in the same row\n1\n"},
		{[]string{"convert", "-to", "iss"}, exitFail, ".Shape~4x4.~R1C4_4~R2C4_3~R3C1_3~R4C1_1\n.Shape~6x6.Diagonal~1.Diagonal~-1.~R1C1_4~R2C2_3~R2C4_5~R5C3_6~R5C5_5~R6C6_2\n"},
		{[]string{"rate"}, exitFail, "easy 1.5 full-house hidden-single\neasy 1.5 full-house hidden-single\nextreme 6.5 hidden-single locked-candidates\n"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		status := run(tt.args, strings.NewReader(in), &out, &errOut)
		if status != tt.status || !strings.HasPrefix(out.String(), tt.want) {
			t.Errorf("%v: status %d, output\n%s%s\nwant status %d, output starting\n%s", tt.args, status, out.String(), errOut.String(), tt.status, tt.want)
		}
	}
}

func TestGenerateShape(t *testing.T) {
	var out, errOut bytes.Buffer
	if status := run([]string{"generate", "-shape", "6x6", "-level", "easy", "-variant", "x", "-n", "3", "-seed", "4", "-j", "2"}, nil, &out, &errOut); status != exitOK {
		t.Fatalf("status %d: %s", status, errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "6x6-x:") {
		t.Fatalf("generate -shape 6x6 -variant x wrote %q", out.String())
	}
	var counted bytes.Buffer
	if status := run([]string{"count"}, strings.NewReader(out.String()), &counted, &errOut); status != exitOK || counted.String() != "1\n1\n1\n" {
		t.Errorf("the puzzles made count %q (status %d)", counted.String(), status)
	}
	for _, bad := range [][]string{{"-shape", "6x6"}, {"-shape", "6x6", "-level", "medium"}, {"-shape", "4x4", "-level", "hard"}, {"-shape", "5x5", "-level", "easy"}, {"-shape", "6x6", "-variant", "killer"}, {"-shape", "6x6", "-format", "sudocue"}} {
		if status := run(append([]string{"generate"}, bad...), nil, &out, &errOut); status != exitUsage {
			t.Errorf("generate %v: status %d, want %d", bad, status, exitUsage)
		}
	}
}

func TestStepsSized(t *testing.T) {
	var out, errOut bytes.Buffer
	if status := run([]string{"steps", "6x6-x:4......3.5................6.5......2"}, nil, &out, &errOut); status != exitOK {
		t.Fatalf("status %d: %s", status, errOut.String())
	}
	if !strings.HasPrefix(out.String(), "Hidden single: in the ↘ diagonal, 6 fits only in r4c4, so r4c4=6.\n") || strings.Count(out.String(), "\n") < 20 {
		t.Errorf("steps of a 6x6 X:\n%s", out.String())
	}
}
