extension PremiumProfileViewController: ProfileViewing {}
