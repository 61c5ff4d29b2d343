import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupaddresshint2Inputs */

const en_submissions_pickupaddresshint2 = /** @type {(inputs: Submissions_Pickupaddresshint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From your profile. Change it here for this request only.`)
};

const fil_submissions_pickupaddresshint2 = /** @type {(inputs: Submissions_Pickupaddresshint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mula sa profile mo. Palitan dito para sa request na ito lang.`)
};

/**
* | output |
* | --- |
* | "From your profile. Change it here for this request only." |
*
* @param {Submissions_Pickupaddresshint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupaddresshint2 = /** @type {((inputs?: Submissions_Pickupaddresshint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupaddresshint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupaddresshint2(inputs)
	return en_submissions_pickupaddresshint2(inputs)
});
export { submissions_pickupaddresshint2 as "submissions.pickupAddressHint" }