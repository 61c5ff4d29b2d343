import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupaddresshint2Inputs */

const en_submissions_pickupaddresshint2 = /** @type {(inputs: Submissions_Pickupaddresshint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From your profile. Change it here for this request only.`)
};

/**
* | output |
* | --- |
* | "From your profile. Change it here for this request only." |
*
* @param {Submissions_Pickupaddresshint2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupaddresshint2 = /** @type {((inputs?: Submissions_Pickupaddresshint2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupaddresshint2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupaddresshint2(inputs)
});
export { submissions_pickupaddresshint2 as "submissions.pickupAddressHint" }