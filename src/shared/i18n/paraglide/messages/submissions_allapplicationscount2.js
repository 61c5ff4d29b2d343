import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Submissions_Allapplicationscount2Inputs */

const en_submissions_allapplicationscount2 = /** @type {(inputs: Submissions_Allapplicationscount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All Applications (${i?.total})`)
};

const fil_submissions_allapplicationscount2 = /** @type {(inputs: Submissions_Allapplicationscount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lahat ng Application (${i?.total})`)
};

/**
* | output |
* | --- |
* | "All Applications ({total})" |
*
* @param {Submissions_Allapplicationscount2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_allapplicationscount2 = /** @type {((inputs: Submissions_Allapplicationscount2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allapplicationscount2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_allapplicationscount2(inputs)
	return en_submissions_allapplicationscount2(inputs)
});
export { submissions_allapplicationscount2 as "submissions.allApplicationsCount" }