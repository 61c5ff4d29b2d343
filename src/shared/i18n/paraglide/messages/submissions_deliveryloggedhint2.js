import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryloggedhint2Inputs */

const en_submissions_deliveryloggedhint2 = /** @type {(inputs: Submissions_Deliveryloggedhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No SMS or e-mail provider is configured, so this was only written to the log.`)
};

const fil_submissions_deliveryloggedhint2 = /** @type {(inputs: Submissions_Deliveryloggedhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang naka-configure na SMS o e-mail provider, kaya sa log lang ito naisulat.`)
};

/**
* | output |
* | --- |
* | "No SMS or e-mail provider is configured, so this was only written to the log." |
*
* @param {Submissions_Deliveryloggedhint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryloggedhint2 = /** @type {((inputs?: Submissions_Deliveryloggedhint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryloggedhint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliveryloggedhint2(inputs)
	return en_submissions_deliveryloggedhint2(inputs)
});
export { submissions_deliveryloggedhint2 as "submissions.deliveryLoggedHint" }