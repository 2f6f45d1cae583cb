import ProjectDescription

let project = Project(
  name: "Tuisted",
  targets: [
    .target(
      name: "Tuisted",
      destinations: .iOS,
      product: .app,
      bundleId: "com.example.tuisted",
      deploymentTargets: .iOS("16.4"),
      sources: ["Sources/**"]
    )
  ]
)
