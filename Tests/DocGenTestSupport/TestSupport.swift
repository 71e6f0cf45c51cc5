import DocGenKit
