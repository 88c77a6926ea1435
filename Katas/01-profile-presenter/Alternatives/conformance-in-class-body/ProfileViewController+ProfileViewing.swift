// Alternative: no extension here; ProfileViewController declares ProfileViewing on the class itself.
