// PremiumProfileViewController declares its conformance to ProfileViewing on the class itself.
