print("insetfix-bench")
