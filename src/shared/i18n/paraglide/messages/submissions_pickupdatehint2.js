import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdatehint2Inputs */

const en_submissions_pickupdatehint2 = /** @type {(inputs: Submissions_Pickupdatehint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 1 week ahead, within 30 days.`)
};

const fil_submissions_pickupdatehint2 = /** @type {(inputs: Submissions_Pickupdatehint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi bababa sa 1 linggo mula ngayon, sa loob ng 30 araw.`)
};

/**
* | output |
* | --- |
* | "At least 1 week ahead, within 30 days." |
*
* @param {Submissions_Pickupdatehint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdatehint2 = /** @type {((inputs?: Submissions_Pickupdatehint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdatehint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pickupdatehint2(inputs)
	return en_submissions_pickupdatehint2(inputs)
});
export { submissions_pickupdatehint2 as "submissions.pickupDateHint" }