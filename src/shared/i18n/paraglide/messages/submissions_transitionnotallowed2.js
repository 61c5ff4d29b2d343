import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Submissions_Transitionnotallowed2Inputs */

const en_submissions_transitionnotallowed2 = /** @type {(inputs: Submissions_Transitionnotallowed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A request that is "${i?.from}" cannot be moved to "${i?.to}".`)
};

const fil_submissions_transitionnotallowed2 = /** @type {(inputs: Submissions_Transitionnotallowed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ang request na "${i?.from}" ay hindi puwedeng ilipat sa "${i?.to}".`)
};

/**
* | output |
* | --- |
* | "A request that is \"{from}\" cannot be moved to \"{to}\"." |
*
* @param {Submissions_Transitionnotallowed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_transitionnotallowed2 = /** @type {((inputs: Submissions_Transitionnotallowed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Transitionnotallowed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_transitionnotallowed2(inputs)
	return en_submissions_transitionnotallowed2(inputs)
});
export { submissions_transitionnotallowed2 as "submissions.transitionNotAllowed" }