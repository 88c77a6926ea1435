// Alternative: no extension here; PremiumProfileViewController declares ProfileViewing on the class itself.
