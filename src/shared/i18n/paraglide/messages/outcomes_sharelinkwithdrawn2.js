import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Sharelinkwithdrawn2Inputs */

const en_outcomes_sharelinkwithdrawn2 = /** @type {(inputs: Outcomes_Sharelinkwithdrawn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The share link is off. Anyone who opens it now sees "not found".`)
};

const fil_outcomes_sharelinkwithdrawn2 = /** @type {(inputs: Outcomes_Sharelinkwithdrawn2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-off na ang share link. "Not found" na ang makikita ng magbubukas nito.`)
};

/**
* | output |
* | --- |
* | "The share link is off. Anyone who opens it now sees \"not found\"." |
*
* @param {Outcomes_Sharelinkwithdrawn2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_sharelinkwithdrawn2 = /** @type {((inputs?: Outcomes_Sharelinkwithdrawn2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Sharelinkwithdrawn2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_sharelinkwithdrawn2(inputs)
	return en_outcomes_sharelinkwithdrawn2(inputs)
});
export { outcomes_sharelinkwithdrawn2 as "outcomes.shareLinkWithdrawn" }