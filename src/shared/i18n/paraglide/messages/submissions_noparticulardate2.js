import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Noparticulardate2Inputs */

const en_submissions_noparticulardate2 = /** @type {(inputs: Submissions_Noparticulardate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no particular date`)
};

const fil_submissions_noparticulardate2 = /** @type {(inputs: Submissions_Noparticulardate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`walang partikular na petsa`)
};

/**
* | output |
* | --- |
* | "no particular date" |
*
* @param {Submissions_Noparticulardate2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_noparticulardate2 = /** @type {((inputs?: Submissions_Noparticulardate2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Noparticulardate2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_noparticulardate2(inputs)
	return en_submissions_noparticulardate2(inputs)
});
export { submissions_noparticulardate2 as "submissions.noParticularDate" }