"""Random self-play against this engine only: checks it never errors and that
state -> load -> state is unchanged along the way."""
import json, random, subprocess, sys

def main(games=6, seed=1):
    eng = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    n = [0]
    def req(cmd, **kw):
        n[0] += 1
        kw.update(id=n[0], cmd=cmd)
        eng.stdin.write(json.dumps(kw) + "\n"); eng.stdin.flush()
        return json.loads(eng.stdout.readline())
    rnd = random.Random(seed)
    for g in range(games):
        players = 1 + g % 4
        variants = ["advanced_skill_tiles"] if players == 1 else rnd.sample(["variable_turn_order", "hand_drafting", "advanced_skill_tiles"], rnd.randint(0, 3))
        r = req("new_game", game="sweet-lands", players=players, seed=rnd.randint(0, 10**9), options={"variants": variants})
        assert r["ok"], r
        steps = 0
        while True:
            acts = req("legal_actions")["actions"]
            if not acts:
                break
            # prefer ending turns sometimes so games finish
            a = rnd.choice(acts)
            r = req("apply", action=a)
            if not r["ok"]:
                print("REFUSED legal action", a, r); return 1
            steps += 1
            if steps % 25 == 0:
                s1 = req("state")["state"]
                r = req("load", state=s1)
                if not r["ok"]:
                    print("LOAD FAILED", r); return 1
                s2 = req("state")["state"]
                if s1 != s2:
                    print("ROUND TRIP DIFFERS"); return 1
            if steps > 20000:
                print("too long"); return 1
        sc = req("score")
        print("game", g, players, variants, "steps", steps, [e["total"] for e in sc["scores"]])
    return 0

if __name__ == "__main__":
    sys.exit(main())
