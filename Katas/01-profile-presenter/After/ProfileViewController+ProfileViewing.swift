extension ProfileViewController: ProfileViewing {}
